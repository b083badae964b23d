// Fenced code blocks in Markdown/MDX read line by line, the way CommonMark closes them: a fence ends at a
// line of the same character at least as long as its opening.

/**
 * A tracker to call on each line in order; it answers whether the line belongs to a fenced block, its
 * opening and closing fences included.
 * @returns {(line: string) => boolean}
 */
function fenceTracker() {
  /** @type {string | null} */
  let fence = null;
  return (line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return true;
    }
    if (marker) {
      fence = marker;
      return true;
    }
    return false;
  };
}

module.exports = { fenceTracker };
