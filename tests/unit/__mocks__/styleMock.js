// CSS modules resolve to class names equal to their keys, so tests can query by them.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
