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

    /// Images and colours the view named that no catalog had (`ViewHost.missingAssets`): iOS
    /// draws nothing for them, and a reference recorded so would hide the mistake.
    static func missingAssets(_ names: [String]) -> RenderFailure {
        RenderFailure("no asset catalog has the \(names.joined(separator: ", ")) the view names (iOS draws nothing for " +
            "them): name the bundle that holds them (`bundle: .module` for a Swift package target) and make its " +
            ".xcassets a resource of the target (`resources: [.process(\"Resources\")]`)")
    }

    /// Fails the running test (Swift Testing or XCTest) with `error`'s message.
    static func report(_ error: Error) {
        if let isolatedReport { isolatedReport("\(error)"); return }
        let message = "Snapshot not taken, nothing recorded: \(error)"
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
    }
}
