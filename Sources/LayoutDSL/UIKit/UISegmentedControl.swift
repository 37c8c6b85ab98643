import Foundation

/// UIKit's segmented control (https://developer.apple.com/documentation/uikit/uisegmentedcontrol),
/// which SwiftUI apps style through `UISegmentedControl.appearance()` to reach a segmented
/// `Picker`. The segmented pickers drawn here are SwiftUI's and read none of it, so the control
/// keeps its segments, selection and title attributes per state and styles nothing.
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var selectedSegmentTintColor: UIColor?
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    private var titles: [String?] = []
    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Segments titled by the strings among `items` (images make untitled segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { $0 as? String }
    }

    open var numberOfSegments: Int { titles.count }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title, at: min(max(segment, 0), titles.count))
    }
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state] }

    /// A fresh control: see `UIView.appearance()`.
    open override class func appearance() -> UISegmentedControl { UISegmentedControl() }
}
