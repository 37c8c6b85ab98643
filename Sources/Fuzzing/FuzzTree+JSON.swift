import Foundation

/// A tree as JSON, NaN and the infinities as strings (JSON has no spelling for them), so a
/// failing tree can be handed to another process or kept beside its reproducer.
extension FuzzTree {
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    public init(json: Data) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        self = try decoder.decode(FuzzTree.self, from: json)
    }
}
