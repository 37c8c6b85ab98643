import Foundation

/// A content offset: `Y` or `X,Y`, finite (`--offset`, and each of `--offsets`).
public struct ContentOffset: ArgumentValue {
    public let point: CGPoint

    public init(parsing text: String) throws {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0 != nil }) else {
            throw SnapError(.badOffsets, "'\(text)' is not an offset (expected Y or X,Y in points)")
        }
        let values = parts.map { $0! }
        guard values.allSatisfy(\.isFinite) else { throw SnapError(.badOffsets, "offset '\(text)' is not a finite number") }
        point = values.count == 1 ? CGPoint(x: 0, y: values[0]) : CGPoint(x: values[0], y: values[1])
    }
}
