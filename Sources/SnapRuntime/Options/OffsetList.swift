import Foundation

/// `--offsets Y1,Y2,…`: content offsets along y, rendered in order.
public struct OffsetList: ArgumentValue {
    public let points: [CGPoint]

    public init(parsing text: String) throws {
        points = try text.split(separator: ",", omittingEmptySubsequences: false).map { try ContentOffset(parsing: String($0)).point }
    }
}
