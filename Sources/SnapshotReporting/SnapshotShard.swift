import Foundation

/// Which snapshots this test process takes when a suite is split across CI machines:
/// `SNAPSHOT_SHARD=k/n` (1 ≤ k ≤ n) takes the snapshots of the tests whose file and name hash
/// to shard k of n, and leaves the others to the other shards (their assertions pass without
/// rendering and stay out of this shard's report). Every snapshot of a test goes to one shard,
/// so unnamed snapshots keep their numbers; the hash (64-bit FNV-1a of `File/test()`) is the same
/// on every machine and in every run, so the n shards together take each snapshot exactly once.
/// `snap report merge` joins the shards' reports. `snap test --shard k/n` splits previews by the
/// same hash of their file's path (`includes(_:)`).
public struct SnapshotShard: Equatable, Sendable {
    /// 1-based.
    public let index: Int
    public let count: Int

    /// `k/n`; nil unless 1 ≤ k ≤ n.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
              (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the snapshots of `test` in the test file `file` (its name without `.swift`) are this shard's.
    public func includes(file: String, test: String) -> Bool { includes("\(file)/\(test)") }

    /// Whether the snapshots keyed `key` are this shard's.
    public func includes(_ key: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }

    /// The process's shard from `SNAPSHOT_SHARD`: nil when unset or empty; a value that is not
    /// `k/n` is an error every snapshot reports, so a misconfigured CI job fails instead of
    /// silently taking every snapshot, or none.
    public static let current: Result<SnapshotShard?, ShardError> = {
        guard let text = ProcessInfo.processInfo.environment["SNAPSHOT_SHARD"], !text.isEmpty else { return .success(nil) }
        guard let shard = SnapshotShard(text) else { return .failure(ShardError(value: text)) }
        return .success(shard)
    }()

    public struct ShardError: Error {
        public let value: String
        public var message: String { "SNAPSHOT_SHARD=\(value) is not k/n with 1 ≤ k ≤ n (for example 2/8); no snapshot taken" }
    }
}
