/// The literal text and interpolated values of an `OSLogMessage` (Apple's documentation of
/// `OSLogInterpolation`, https://developer.apple.com/documentation/os/osloginterpolation). Each
/// value is kept as Apple keeps it, an autoclosure read when the message is logged; the
/// `appendInterpolation` overloads for each kind of value are in the extensions beside this file.
public struct OSLogInterpolation: StringInterpolationProtocol, @unchecked Sendable {
    /// The message's parts in order, each read when the message is logged.
    var pieces: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    /// Appends `text()` padded as `align` asks.
    mutating func append(_ align: OSLogStringAlignment, _ text: @escaping () -> String) {
        pieces.append { align.apply(to: text()) }
    }
}
