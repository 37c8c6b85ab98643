/// Which of a hosting controller's sizes follow its SwiftUI content's ideal size: its
/// `preferredContentSize` (a popover, a sheet sized to fit) or its view's
/// `intrinsicContentSize` (a hosting view in Auto Layout) (iOS 16;
/// https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}
