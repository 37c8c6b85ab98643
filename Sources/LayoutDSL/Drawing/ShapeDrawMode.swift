/// How a shape view draws its outline: filled or stroked. A stroke's style (five words and a
/// dash array) is boxed, so a fill, the common case, does not carry its room in every display
/// item (Benchmarks.md, the ninth to fourteenth passes: memory per view).
public enum ShapeDrawMode: Equatable, Sendable {
    case fill(FillStyle)
    indirect case stroke(StrokeStyle)
}
