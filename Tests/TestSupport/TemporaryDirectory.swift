import Foundation

/// A directory of its own under the system's temporary directory, removed with everything in it
/// when the last reference goes: a suite holds one, so each test's files (a compiled preview's
/// cache is about 20 MB) go when the test's suite instance does. Left behind, a full run's
/// directories came to gigabytes on a machine that runs the suite often.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    /// A new directory's URL, `prefix` followed by a UUID; created by whoever writes first.
    public init(_ prefix: String) {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
