import Foundation

/// Accessibility content read on request (the Accessibility framework's `AXCustomContent`,
/// which SwiftUI's `accessibilityCustomContent` takes its importance from).
open class AXCustomContent: NSObject {
    /// When the content is read: on demand (`default`) or with the element (`high`).
    public enum Importance: UInt, Sendable {
        case `default` = 0, high = 1
    }

    open var label: String
    open var value: String
    open var importance: Importance = .default

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
