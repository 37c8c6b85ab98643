import LayoutDSL
import Testing

/// The design snapshots draw (`SystemDesign.current`, which a `SnapshotCanvas` takes when it is
/// made): Liquid Glass, as an iOS test host built with the current SDK draws, unless a test runs
/// inside `withSnapshotDesign(_:operation:)` or under the `.snapshotDesign(_:)` trait, as a team
/// whose app sets `UIDesignRequiresCompatibility` keeps its references on the iOS 18 design.
/// Scoped to the task, as swift-snapshot-testing scopes its own configuration
/// (`withSnapshotTesting`), so tests running in parallel do not see each other's choice; colours
/// resolved in the scope (`Color.red.resolve(in:)`) are the design's too.
public func withSnapshotDesign<R>(_ design: SystemDesign, operation: () throws -> R) rethrows -> R {
    try SystemDesign.$current.withValue(design, operation: operation)
}

/// Runs `operation` with snapshots drawn in `design` (`withSnapshotDesign(_:operation:)`).
public func withSnapshotDesign<R>(_ design: SystemDesign, operation: () async throws -> R) async rethrows -> R {
    try await SystemDesign.$current.withValue(design, operation: operation)
}

/// A Swift Testing trait that draws a test's or a suite's snapshots in a design:
/// `@Suite(.snapshotDesign(.compatibility))`.
public struct SnapshotDesignTrait: SuiteTrait, TestTrait, TestScoping {
    public let design: SystemDesign
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotDesign(design, operation: function)
    }
}

extension Trait where Self == SnapshotDesignTrait {
    /// Snapshots of the test or suite drawn in `design` (`withSnapshotDesign(_:operation:)`).
    public static func snapshotDesign(_ design: SystemDesign) -> Self { SnapshotDesignTrait(design: design) }
}
