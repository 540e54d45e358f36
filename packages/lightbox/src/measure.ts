/** An element's box in the viewport; zeros before it is in the page. */
export interface MeasuredBox {
  width: number;
  height: number;
  left: number;
  top: number;
}

export function measure(element: Element | null): MeasuredBox {
  const rect = element?.getBoundingClientRect();
  return {
    width: rect?.width ?? 0,
    height: rect?.height ?? 0,
    left: rect?.left ?? 0,
    top: rect?.top ?? 0,
  };
}

/** A point's offset from the box's centre: where a zoom is anchored. */
export function offsetFromCentre(box: MeasuredBox, clientX: number, clientY: number) {
  return { x: clientX - box.left - box.width / 2, y: clientY - box.top - box.height / 2 };
}
