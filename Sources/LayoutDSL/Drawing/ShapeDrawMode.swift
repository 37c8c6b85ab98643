/// How a shape view draws its outline: filled or stroked.
public enum ShapeDrawMode: Equatable { case fill(FillStyle), stroke(StrokeStyle) }
