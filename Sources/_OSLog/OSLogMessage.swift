/// A log message written as a string literal with interpolations (Apple's documentation of
/// `OSLogMessage`, https://developer.apple.com/documentation/os/oslogmessage): each
/// interpolated value is formatted by its `format:` and `align:` arguments when the message is
/// logged; `privacy:` is kept but not applied, as Xcode's console shows a development build's
/// values in full.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text as the console shows it; the interpolated values are read now.
    var rendered: String { interpolation.pieces.map { $0() }.joined() }
}
