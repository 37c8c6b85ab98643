/// What `CGContext.drawPath(using:)` paints (Apple's documentation of `CGPathDrawingMode`): the
/// fill by the nonzero or even-odd rule, the stroke, or the fill and then the stroke.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
