import Foundation
import LayoutSnapshotTesting
import Testing

/// `SNAPSHOT_SHARD=k/n`: which tests' snapshots a shard takes.
struct SnapshotShardTests {
    @Test func parsesKOfN() {
        #expect(SnapshotShard("2/8") == SnapshotShard("2/8") && SnapshotShard("2/8")?.index == 2 && SnapshotShard("2/8")?.count == 8)
        #expect(SnapshotShard(" 1/1 ")?.count == 1)
        for bad in ["0/4", "5/4", "1/0", "2", "a/b", "1/2/3", "-1/2", "/2", ""] { #expect(SnapshotShard(bad) == nil, "\(bad)") }
    }

    /// Each test goes to exactly one of n shards, every run: 64-bit FNV-1a of `File/test()`
    /// modulo n (ProfileCardTests/card() hashes to 6672999084998669299: shard 2 of 2, 4 of 8;
    /// StatusBadgeTests/testBadge() to 11173663867966505252: shard 1 of 2, 5 of 8).
    @Test func everyTestBelongsToOneShard() {
        #expect(SnapshotShard("2/2")!.includes(file: "ProfileCardTests", test: "card()"))
        #expect(SnapshotShard("4/8")!.includes(file: "ProfileCardTests", test: "card()"))
        #expect(SnapshotShard("1/2")!.includes(file: "StatusBadgeTests", test: "testBadge()"))
        #expect(SnapshotShard("5/8")!.includes(file: "StatusBadgeTests", test: "testBadge()"))
        let shards = (1...4).map { SnapshotShard("\($0)/4")! }
        let tests = (0..<400).map { ("Suite\($0 % 7)Tests", "test\($0)()") }
        let counts = shards.map { shard in tests.filter { shard.includes(file: $0.0, test: $0.1) }.count }
        #expect(tests.allSatisfy { test in shards.filter { $0.includes(file: test.0, test: test.1) }.count == 1 })
        #expect(counts.reduce(0, +) == 400 && counts.allSatisfy { (70...130).contains($0) }, "\(counts)")
    }
}
