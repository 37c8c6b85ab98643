/// Corners of rounded rectangles: circular arcs, or iOS's continuous (squircle) curve.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
