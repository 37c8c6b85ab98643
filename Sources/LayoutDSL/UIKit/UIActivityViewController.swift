/// UIKit's share sheet controller (https://developer.apple.com/documentation/uikit/uiactivityviewcontroller):
/// the items and activities an app hands it, for the `UIViewControllerRepresentable` share sheets
/// apps wrap it in. A preview has no share service: wrapped in a representable it draws the
/// representable's labelled placeholder; SwiftUI's `ShareLink` draws the sheet.
open class UIActivityViewController: UIViewController {
    /// What the completion hears: the activity chosen (nil: cancelled), whether it completed,
    /// the items an extension returned, and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// iOS 17: whether the sheet shows its collaboration options.
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }
}
