import Foundation

/// The notifications an app posts to assistive apps (the Accessibility framework's
/// `AccessibilityNotification`, iOS 17; its declarations as the iOS 26.2 SDK's Swift interface of
/// Accessibility has them): an announcement, a change of layout or of screen, a page scrolled.
/// No assistive app runs in a preview, so `post()` reaches none, as on a device with VoiceOver off.
public enum AccessibilityNotification {
    public struct Announcement: _AccessibilityNotifications, _SpokenAccessibilityNotification {
        public typealias _Info = NSAttributedString
        /// What is announced.
        public let announcement: AttributedString

        public init(_ announcement: AttributedString) { self.announcement = announcement }
    }

    public struct LayoutChanged: _AccessibilityNotifications {
        public typealias _Info = Any?
        /// The element focus moves to, or what is read; nil for neither.
        public let element: Any?

        public init(_ element: Any? = nil) { self.element = element }
    }

    public struct ScreenChanged: _AccessibilityNotifications {
        public typealias _Info = Any?
        public let element: Any?

        public init(_ element: Any? = nil) { self.element = element }
    }

    public struct PageScrolled: _AccessibilityNotifications, _SpokenAccessibilityNotification {
        public typealias _Info = NSAttributedString
        /// What is read about the new position ("Page 2 of 5").
        public let announcement: AttributedString

        public init(_ announcement: AttributedString) { self.announcement = announcement }
    }
}

/// A notification that speaks a text, which each takes in Apple's three forms.
public protocol _SpokenAccessibilityNotification {
    init(_ announcement: AttributedString)
}

extension _SpokenAccessibilityNotification {
    public init(_ announcement: String) { self.init(AttributedString(announcement)) }
    public init(_ announcement: NSAttributedString) { self.init(AttributedString(announcement.string)) }
}

/// What each accessibility notification is (Apple's `_AccessibilityNotifications`, the protocol
/// its `post()` is declared on).
public protocol _AccessibilityNotifications {
    associatedtype _Info
    func post()
}

extension _AccessibilityNotifications {
    /// Posts the notification to assistive apps: none listens in a preview.
    public func post() {}
}
