/// Whether a signpost marks an event or the start or end of an interval (Apple's documentation of
/// `OSSignpostType`, https://developer.apple.com/documentation/os/ossignposttype).
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)

    var name: String { self == .begin ? "begin" : self == .end ? "end" : "event" }
}
