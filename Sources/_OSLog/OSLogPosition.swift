/// Where in a store `getEntries` starts (Apple's documentation of `OSLogPosition`,
/// https://developer.apple.com/documentation/oslog/oslogposition).
public final class OSLogPosition: NSObject, @unchecked Sendable {
    /// The index of the first entry at or after the position.
    let start: ([LogOutput.Entry]) -> Int

    init(start: @escaping ([LogOutput.Entry]) -> Int) { self.start = start }
}
