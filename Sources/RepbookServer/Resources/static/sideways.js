// A horizontal swipe on an element, or the left and right arrow keys (outside form fields), as "previous" or "next".

function inField(target) {
  const tag = (target && target.tagName) || "";
  return tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA";
}

/// Calls `move` with "previous" or "next" on a sideways swipe over `element` or an arrow key.
export function onSidewaysMove(element, move) {
  let startX = null;
  let startY = null;
  element.addEventListener("touchstart", (event) => {
    if (event.touches.length !== 1 || inField(event.target)) { startX = null; return; }
    startX = event.touches[0].clientX;
    startY = event.touches[0].clientY;
  }, { passive: true });
  element.addEventListener("touchend", (event) => {
    if (startX === null) { return; }
    const dx = event.changedTouches[0].clientX - startX;
    const dy = event.changedTouches[0].clientY - startY;
    startX = null;
    if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) { move(dx < 0 ? "next" : "previous"); }
  });
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || inField(event.target)) { return; }
    if (event.key === "ArrowLeft") { move("previous"); }
    if (event.key === "ArrowRight") { move("next"); }
  });
}
