/**
 * What the ruling command says to a judge, in the language of its `--locale`: why a file is not a
 * ruling (each problem named by its field in words, steps counted from 1 as the transcript counts
 * them), what is left to write, and the verdict line. The schema problems inside a file's setup,
 * events and expectation are said by the same sentences as the setup editor's (island/explain.ts).
 */
import type { Locale } from './locales';
import type { TextWords } from '../content/read-text';

export interface RulingMessages {
  usage: string;
  /** Heads a file's transcript when several are checked at once. */
  fileHeading: string;
  /** After several files: how many hold, do not, are invalid. */
  filesTally: string;
  /** Heads the list of a file's problems. */
  invalid: string;
  cannotRead: string;
  /** The file named is not there, or is a folder (said in words, not as ENOENT / EISDIR). */
  noSuchFile: string;
  isFolder: string;
  contentNotLoaded: string;
  leftToWrite: string;
  /** A YAML syntax error: its line and column (from 1), what is wrong (`yamlWhat`), the fix. */
  yaml: string;
  /** What is wrong, by the yaml library's error code; `other` for the rest (indentation, brackets, quotes). */
  yamlWhat: Record<'DUPLICATE_KEY' | 'TAB_AS_INDENT' | 'BAD_DQ_ESCAPE' | 'MULTIPLE_DOCS' | 'alias' | 'other', string>;
  special: string;
  tooDeep: string;
  tooManySteps: string;
  idMismatch: string;
  notYaml: string;
  /** A backup, a copy or a README beside the rulings: renaming it to <id>.yaml would overwrite a ruling. */
  notARuling: string;
  /** A folder inside a game's folder of rulings: its files are never read. */
  folder: string;
  outsideGame: string;
  noFlow: string;
  flowGame: string;
  noClause: string;
  /** A step, counted from 1 everywhere a writer reads it. */
  step: string;
  /** A note or a title in one language: `標題（日本語）`. */
  inLocale: string;
  /** The ruling file's own fields, in words, with the key as written. */
  fields: Record<string, string>;
  /** The ruling schema's own rules (src/engine/rulings/schema.ts `say`). */
  problem: Record<string, string>;
  /** An expected member the flow's words cannot say on their own (`rolls.0.0`, one die of a pair). */
  cannotDescribe: string;
  holds: string;
  fails: string;
  refusedAsExpected: string;
  asExpected: string;
  allowed: string;
  otherRule: string;
  refusedEarly: string;
  list: string;
  /** Why a dotted expectation key names no member (expect-path.ts). */
  paths: { summary: string; empty: string; special: string; whole: string; noItem: string; position: string; past: string; single: string };
  /** What the file's bytes hide from a writer (content/read-text.ts): the line (the heading names the file), what, where, the fix. */
  text: TextWords;
}

export const RULING_MESSAGES: Record<Locale, RulingMessages> = {
  'zh-hant': {
    usage: '用法：npm run -s ruling -- 路徑/裁定範例.yaml [另一個.yaml …] [--locale zh-hant|ja]',
    fileHeading: '══ {file} ══',
    filesTally: '檢查了 {n} 個檔案：{holds} 個成立，{fails} 個不成立，{invalid} 個無效或無法檢查。',
    invalid: '{file} 不是有效的裁定範例：',
    cannotRead: '{file}：無法讀取（{reason}）。',
    noSuchFile: '{file}：沒有這個檔案。請檢查路徑；路徑從輸入指令的資料夾算起。',
    isFolder: '{file} 是資料夾，不是檔案。請指定其中的 .yaml 檔，例如 {file}/*.yaml。',
    contentNotLoaded: '{file}：沒有檢查，因為本站的內容無法載入（問題不在這則裁定範例）。',
    leftToWrite: '提交這則裁定範例之前還要寫：{items}。',
    yaml: '第 {line} 行第 {col} 字不是有效的 YAML：{what}。請檢查縮排與括號；含有「: 」、「 #」或以符號開頭的值請加上引號。',
    yamlWhat: {
      DUPLICATE_KEY: '同一層有兩個相同的鍵',
      TAB_AS_INDENT: '用了 Tab 縮排（YAML 只接受空格）',
      BAD_DQ_ESCAPE: '雙引號字串裡有無效的跳脫序列（\\ 之後的字元）',
      MULTIPLE_DOCS: '檔案裡有不只一份文件（又有一行 ---）',
      alias: '別名（*名稱）指向不存在的錨點，或用得太多',
      other: '縮排、括號或引號不對',
    },
    special: '{path}：JavaScript 會特別處理這個鍵，讀入時會被丟掉，所以不接受；請刪去。',
    tooDeep: '這個檔案的清單或對照表巢狀超過 {max} 層；一則裁定範例只需要幾層。請檢查括號。',
    tooManySteps: '步驟（steps）：共 {n} 步；一則裁定範例最多 {max} 步。請拆成幾則較短的裁定範例，每則從上一則到達的局面開始。',
    idMismatch: 'id：寫的是「{id}」，檔名卻是 {file}.yaml；請讓兩者一致。',
    notYaml: '檔名是 {name}：網站只讀副檔名為 .yaml 的裁定範例，這個檔案不會發布。請改名為 {id}.yaml。',
    notARuling: '檔名是 {name}：這看起來是備份、副本或說明檔，不是裁定範例，網站不會讀它。請刪去它，或移到 content/rulings/ 之外（不要改名為 .yaml，那會蓋過原來的裁定範例）。',
    folder: '這是資料夾：裁定範例直接放在 content/rulings/<遊戲>/ 之下，資料夾裡的檔案不會被讀取。請把其中的裁定範例移出來，再刪去資料夾。',
    outsideGame: '裁定範例要放在 content/rulings/<遊戲>/ 之下，這裡的檔案不會被讀到。請移到它的遊戲的資料夾。',
    noFlow: '沙盒（flow）：「{flow}」不是本站的沙盒；可用的有 {flows}。',
    flowGame: '沙盒（flow）：{flow} 屬於 {owner}，不是 {game}。',
    noClause: '{where}：{game} 沒有條文 {id}。',
    step: '第 {n} 步',
    inLocale: '{field}（{locale}）',
    fields: {
      id: 'id', game: '遊戲（game）', flow: '沙盒（flow）', title: '標題（title）', summary: '說明（summary）', clauses: '條文（clauses）', setup: '初始局面（setup）',
      steps: '步驟（steps）', event: '事件（event）', note: '註解（note）', refused: '禁止的條文（refused）', expect: '預期結果（expect）', type: '事件種類（type）', 'zh-hant': '繁體中文', ja: '日本語',
      practice: '練習題（practice）', kind: '題型（kind）', difficulty: '難度（difficulty）', question: '題目（question）', reading: '採用的解讀（reading）', answers: '答案（answers）', text: '文字（text）', right: '正確（right）', allowed: '允許（allowed）', state: '狀態（state）', logs: '紀錄引用的條文（logs）', why: '理由（why）', clause: '條文（clause）',
    },
    problem: {
      refusedNotLast: '只有最後一步可以是規則不允許的步驟。',
      expectNothing: '裁定範例一定要預期某件事：最後一步之後局面的一部分（expect），或規則不允許的最後一步（refused: [條文]）。',
      slug: '要是小寫英文字母、數字與 - 組成的名稱，例如 shield-absorbs-attack。',
      slugChar: '要是小寫英文字母、數字與 - 組成的名稱，例如 shield-absorbs-attack；第 {at} 個字「{char}」（{code}）不是。',
      slugHidden: '第 {at} 個字是看不見的字元（{code}）：請刪去。名稱要由小寫英文字母、數字與 - 組成，例如 shield-absorbs-attack。',
      practiceNoCheck: '答案要讓機器檢查：寫 allowed、refused、expect、state 或 logs 其中至少一項。',
      practiceBoth: '一個答案不能既允許（allowed）又被禁止（refused）。',
      practiceWhy: '錯誤的答案要以兩種語言說明是哪一條條文排除它（why）。',
      practiceOneRight: '要恰好有 1 個正確答案（right: true），寫了 {n} 個。',
      practiceAllowedKind: '「是否允許」的題目，每個答案寫 allowed: true 或 refused: [條文] 其中之一。',
      practiceValueKind: '「數值」的題目，每個答案以 expect 寫出那個數值。',
    },
    cannotDescribe: '頁面無法單獨用文字說出這一項。請改為預期上一層（{up}）。',
    holds: '成立：{held}，都如預期。',
    fails: '不成立：{why}',
    refusedAsExpected: '第 {n} 步被 {clauses} 禁止',
    asExpected: '預期結果（{keys}）',
    allowed: '第 {n} 步預期被 {clauses} 禁止，規則卻允許。',
    otherRule: '第 {n} 步被 {by} 禁止，不是被 {clauses}。',
    refusedEarly: '第 {n} 步（{event}）在裁定範例結束之前就被禁止了（{clauses}）。',
    list: '、',
    paths: {
      summary: '預期結果',
      empty: '兩個點之間沒有名稱；請寫成「項目.成員」（例如 damage.ogre）。',
      special: '「{part}」是 JavaScript 特別處理的名稱，沒有成員叫這個名字。',
      whole: '{at} 要整個比對（它的各欄是一組的）：請寫 {at}: { … } 並列出所有欄位，或指名紀錄中的一個成員、清單中的一個位置。',
      noItem: '{where}沒有「{part}」這一項；可寫的有 {items}。',
      position: '{where}是清單：請寫從 0 起算的位置（{at}.0 是第一項；依玩家排列的清單，玩家 1 在 0），不是「{part}」。',
      past: '{where}有 {count} 個位置（0 到 {last}），沒有 {n}。',
      single: '{where}是單一的值，沒有成員「{part}」。',
    },
    text: {
      where: '第 {line} 行：{place}',
      notUtf8: '{where}第 {column} 欄起有不是 UTF-8 的位元組（{bytes}…）。請以 UTF-8 儲存檔案，並依來源重新輸入那裡的文字。',
      found: '{where}第 {column} 欄有{what}（{code}）{others}：{fix}。',
      escaped: '{where}{field}的值以跳脫序列寫了{what}（{code}）：{fix}。',
      others: '（這個檔案還有 {n} 個）',
      nul: 'NUL 字元',
      control: '控制字元',
      bidiMark: '雙向文字標記',
      bidiControl: '雙向文字控制字元',
      bidiIsolate: '雙向文字隔離字元',
      laterBom: '不在檔案開頭的位元組順序記號（BOM）',
      replacement: '替代字元 �',
      fixInvisible: '頁面上看不見它，請刪去',
      fixInvisibleNewline: '頁面上看不見它，請刪去，或改用換行',
      fixBidi: '它看不見，卻會重排周圍文字的順序；請刪去，頁面會自行設定文字方向',
      fixReplacement: '它表示轉換時遺失了文字；請依來源重新輸入',
    },
  },
  ja: {
    usage: '使い方：npm run -s ruling -- パス/裁定例.yaml [別の.yaml …] [--locale zh-hant|ja]',
    fileHeading: '══ {file} ══',
    filesTally: '{n}個のファイルを確かめた：成り立つ {holds}、成り立たない {fails}、無効または確かめられない {invalid}。',
    invalid: '{file} は有効な裁定例ではない：',
    cannotRead: '{file}：読み込めない（{reason}）。',
    noSuchFile: '{file}：このファイルはない。パスを確かめること。パスはコマンドを入力したフォルダーから数える。',
    isFolder: '{file} はフォルダーで、ファイルではない。中の .yaml ファイルを指定すること（例：{file}/*.yaml）。',
    contentNotLoaded: '{file}：確かめていない。サイトの内容が読み込めないため（この裁定例の問題ではない）。',
    leftToWrite: 'この裁定例をコミットする前に書くもの：{items}。',
    yaml: '{line}行目の{col}文字目が有効な YAML ではない：{what}。インデントと括弧を確かめ、「: 」「 #」を含む値や記号で始まる値は引用符で囲むこと。',
    yamlWhat: {
      DUPLICATE_KEY: '同じ階層に同じキーが2つある',
      TAB_AS_INDENT: 'タブでインデントしている（YAML が認めるのは空白だけ）',
      BAD_DQ_ESCAPE: '二重引用符の文字列に無効なエスケープ（\\ の後の文字）がある',
      MULTIPLE_DOCS: 'ファイルに文書が2つ以上ある（もう1行 --- がある）',
      alias: 'エイリアス（*名前）が存在しないアンカーを指しているか、多すぎる',
      other: 'インデント、括弧または引用符が合っていない',
    },
    special: '{path}：JavaScript が特別に扱うキーで、読み込むと消えてしまうので受け付けない。削除すること。',
    tooDeep: 'このファイルはリストやマップの入れ子が{max}段を超えている。裁定例に必要なのは数段だけ。括弧を確かめること。',
    tooManySteps: 'ステップ（steps）：{n}ステップある。1つの裁定例は{max}ステップまで。短い裁定例に分け、それぞれ前の裁定例が到達した局面から始めること。',
    idMismatch: 'id：「{id}」だが、ファイル名は {file}.yaml。両者を一致させること。',
    notYaml: 'ファイル名は {name}。サイトが読む裁定例は拡張子 .yaml のものだけで、このファイルは公開されない。{id}.yaml に名前を変えること。',
    notARuling: 'ファイル名は {name}。バックアップ、コピーまたは説明のファイルらしく、裁定例ではないので、サイトは読まない。削除するか、content/rulings/ の外に移すこと（.yaml に名前を変えると元の裁定例を上書きしてしまう）。',
    folder: 'これはフォルダー。裁定例は content/rulings/<ゲーム>/ の直下に置き、フォルダーの中のファイルは読まれない。中の裁定例を外に出してから、フォルダーを削除すること。',
    outsideGame: '裁定例は content/rulings/<ゲーム>/ の下に置く。ここにあるファイルは読まれない。そのゲームのフォルダーに移すこと。',
    noFlow: 'サンドボックス（flow）：「{flow}」はこのサイトのサンドボックスではない。使えるのは {flows}。',
    flowGame: 'サンドボックス（flow）：{flow} は {owner} のもので、{game} のものではない。',
    noClause: '{where}：{game} に条項 {id} はない。',
    step: 'ステップ{n}',
    inLocale: '{field}（{locale}）',
    fields: {
      id: 'id', game: 'ゲーム（game）', flow: 'サンドボックス（flow）', title: 'タイトル（title）', summary: '説明（summary）', clauses: '条項（clauses）', setup: '初期局面（setup）',
      steps: 'ステップ（steps）', event: 'イベント（event）', note: '注（note）', refused: '禁止する条項（refused）', expect: '期待される結果（expect）', type: 'イベントの種類（type）', 'zh-hant': '繁體中文', ja: '日本語',
      practice: '練習問題（practice）', kind: '問題の種類（kind）', difficulty: '難易度（difficulty）', question: '問題文（question）', reading: '前提とする解釈（reading）', answers: '選択肢（answers）', text: '文（text）', right: '正解（right）', allowed: '許される（allowed）', state: '状態（state）', logs: '記録が引く条項（logs）', why: '理由（why）', clause: '条項（clause）',
    },
    problem: {
      refusedNotLast: 'ルール上できないステップにできるのは最後のステップだけ。',
      expectNothing: '裁定例は何かを期待しなければならない。最後のステップの後の局面の一部（expect）か、ルール上できない最後のステップ（refused: [条項]）。',
      slug: '英小文字・数字・- からなる名前にすること（例：shield-absorbs-attack）。',
      slugChar: '英小文字・数字・- からなる名前にすること（例：shield-absorbs-attack）。{at}文字目の「{char}」（{code}）は使えない。',
      slugHidden: '{at}文字目に見えない文字（{code}）がある。削除すること。名前は英小文字・数字・- からなる（例：shield-absorbs-attack）。',
      practiceNoCheck: '選択肢は機械が確かめられるように書く。allowed・refused・expect・state・logs のうち少なくとも1つを書くこと。',
      practiceBoth: '1つの選択肢が許される（allowed）と禁止（refused）の両方にはなれない。',
      practiceWhy: '誤りの選択肢には、どの条項がそれを否定するかを両言語で書くこと（why）。',
      practiceOneRight: '正解（right: true）はちょうど1つにすること。書かれているのは{n}個。',
      practiceAllowedKind: '「できるか」を問う問題では、各選択肢に allowed: true か refused: [条項] のどちらか一方を書くこと。',
      practiceValueKind: '「値」を問う問題では、各選択肢に expect でその値を書くこと。',
    },
    cannotDescribe: 'ページではこの項目だけを言葉で示せない。一つ上の項目（{up}）を期待すること。',
    holds: '成り立つ：{held}。いずれも期待どおり。',
    fails: '成り立たない：{why}',
    refusedAsExpected: 'ステップ{n}は{clauses}で禁止',
    asExpected: '期待される結果（{keys}）',
    allowed: 'ステップ{n}は{clauses}で禁止されるはずだが、ルール上できる。',
    otherRule: 'ステップ{n}は{by}で禁止され、{clauses}ではない。',
    refusedEarly: 'ステップ{n}（{event}）は裁定例の終わる前に禁止された（{clauses}）。',
    list: '、',
    paths: {
      summary: '期待される結果',
      empty: 'ドットの間に名前がない。「項目.メンバー」（例：damage.ogre）と書くこと。',
      special: '「{part}」は JavaScript が特別に扱う名前で、その名前のメンバーはない。',
      whole: '{at} は全体で比べる（各欄が一組になっている）。{at}: { … } にすべての欄を書くか、レコードのメンバーかリストの位置を指定すること。',
      noItem: '{where}に「{part}」という項目はない。書ける項目は {items}。',
      position: '{where}はリスト。0から数えた位置を書くこと（{at}.0 が最初。プレイヤー順のリストではプレイヤー1が0）。「{part}」ではない。',
      past: '{where}の位置は{count}個（0〜{last}）で、{n}はない。',
      single: '{where}は単一の値で、メンバー「{part}」はない。',
    },
    text: {
      where: '{line}行目：{place}',
      notUtf8: '{where}{column}文字目から UTF-8 ではないバイト（{bytes}…）がある。ファイルを UTF-8 で保存し、そこの文字を出典から打ち直すこと。',
      found: '{where}{column}文字目に{what}（{code}）がある{others}。{fix}。',
      escaped: '{where}{field}の値にエスケープで{what}（{code}）が書かれている。{fix}。',
      others: '（このファイルにはほかに {n} 個）',
      nul: 'NUL 文字',
      control: '制御文字',
      bidiMark: '双方向テキストのマーク',
      bidiControl: '双方向テキストの制御文字',
      bidiIsolate: '双方向テキストの分離文字',
      laterBom: 'ファイルの先頭以外にあるバイト順マーク（BOM）',
      replacement: '置換文字 �',
      fixInvisible: 'ページでは見えない。削除すること',
      fixInvisibleNewline: 'ページでは見えない。削除するか、改行にすること',
      fixBidi: '見えないが、周りの文字の順序を並べ替えてしまう。削除すること（文字の向きはページが決める）',
      fixReplacement: '変換で文字が失われた印である。出典から打ち直すこと',
    },
  },
};
