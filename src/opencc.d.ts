/** opencc-js ships its dictionaries as modules of one string each (`opencc-js/dict/<name>`). */
declare module 'opencc-js/dict/*' {
  const dict: string;
  export default dict;
}
