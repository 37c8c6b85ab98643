import LayoutDSL
import Testing

/// The design snapshots draw when their canvas names none (`SnapshotCanvas.design`): Liquid Glass,
/// as an iOS test host built with the current SDK draws, unless a test runs inside
/// `withSnapshotDesign(_:operation:)` or under the `.snapshotDesign(_:)` trait, as a team whose app
/// sets `UIDesignRequiresCompatibility` keeps its references on the iOS 18 design. Scoped to the
/// task, as swift-snapshot-testing scopes its own configuration (`withSnapshotTesting`), so tests
/// running in parallel do not see each other's choice.
public enum SnapshotDesign {
    @TaskLocal public static var current: SystemDesign = .liquidGlass
}

/// Runs `operation` with snapshots drawn in `design`.
public func withSnapshotDesign<R>(_ design: SystemDesign, operation: () throws -> R) rethrows -> R {
    try SnapshotDesign.$current.withValue(design, operation: operation)
}

/// Runs `operation` with snapshots drawn in `design`.
public func withSnapshotDesign<R>(_ design: SystemDesign, operation: () async throws -> R) async rethrows -> R {
    try await SnapshotDesign.$current.withValue(design, operation: operation)
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
    /// Snapshots of the test or suite drawn in `design` (`SnapshotDesign`).
    public static func snapshotDesign(_ design: SystemDesign) -> Self { SnapshotDesignTrait(design: design) }
}
