import Foundation
import Testing
import XCTest

/// Why a view could not be snapshotted (its update loop did not settle, its PNG did not encode).
/// The assertion fails with this message; a failed render never becomes a reference.
public struct RenderFailure: Error, LocalizedError, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
    public var errorDescription: String? { description }

    /// In an isolated render's child process (`Snapshotting.isolated`): where a failure goes
    /// instead of the test, which runs in the parent. Set only in the child, which has one thread.
    nonisolated(unsafe) static var isolatedReport: ((String) -> Void)?

    /// Fails the running test (Swift Testing or XCTest) with `error`'s message.
    static func report(_ error: Error) {
        if let isolatedReport { isolatedReport("\(error)"); return }
        let message = "Snapshot not taken, nothing recorded: \(error)"
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
    }
}
