import Foundation

/// The controls the person added (Apple's `ControlCenter`, iOS 18): none in a preview, and
/// reloads have nothing to reload.
public final class ControlCenter: Sendable {
    public static let shared = ControlCenter()
    private init() {}

    public func currentControls() async throws -> [ControlInfo] { [] }
    public func reloadControls(ofKind kind: String) {}
    public func reloadAllControls() {}
}

/// An added control (Apple's `ControlInfo`): its kind and push details.
public struct ControlInfo: Identifiable, Hashable, Sendable {
    public let kind: String
    public var id: String { kind }
    public var pushInfo: ControlPushInfo?
}

/// A control's push token (Apple's `ControlPushInfo`).
public struct ControlPushInfo: Hashable, Sendable {
    public let token: Data
}

/// What hands a control's push token to the app's server (Apple's `ControlPushHandler`).
public protocol ControlPushHandler {
    init()
    func pushTokensDidChange(controls: [ControlInfo])
}
