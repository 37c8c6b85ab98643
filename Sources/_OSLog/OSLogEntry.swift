/// One entry of a log store (Apple's documentation of `OSLogEntry`,
/// https://developer.apple.com/documentation/oslog/oslogentry).
public class OSLogEntry: NSObject, @unchecked Sendable {
    /// Where an entry is kept (Apple's documentation of `OSLogEntry.StoreCategory`).
    public enum StoreCategory: Int, Sendable {
        case undefined = 0, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7, longTerm14, longTerm30
    }

    /// When it was logged, on the host's clock.
    public let date: Date
    /// The message with its values filled in.
    public let composedMessage: String
    public var storeCategory: StoreCategory { .shortTerm }

    init(date: Date, composedMessage: String) {
        self.date = date
        self.composedMessage = composedMessage
    }
}
