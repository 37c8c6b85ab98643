/// What `OSSignposter.beginInterval` returns and `endInterval` takes (Apple's documentation of
/// `OSSignpostIntervalState`, https://developer.apple.com/documentation/os/ossignpostintervalstate).
public final class OSSignpostIntervalState: Codable, @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    /// Whether the interval was begun on an enabled signposter.
    let isOpen: Bool

    init(signpostID: OSSignpostID, isOpen: Bool) {
        self.signpostID = signpostID
        self.isOpen = isOpen
    }

    private enum CodingKeys: String, CodingKey { case id, isOpen }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        signpostID = OSSignpostID(try container.decode(UInt64.self, forKey: .id))
        isOpen = try container.decode(Bool.self, forKey: .isOpen)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signpostID.rawValue, forKey: .id)
        try container.encode(isOpen, forKey: .isOpen)
    }
}
