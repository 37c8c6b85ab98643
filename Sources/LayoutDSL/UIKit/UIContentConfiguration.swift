/// The content of a cell or other content view, as a value (UIKit's `UIContentConfiguration`,
/// iOS 14): it makes the view that shows it and gives the configuration for a new state.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A view's state a configuration is updated for (UIKit's `UIConfigurationState`): selected,
/// highlighted, disabled and the like.
public protocol UIConfigurationState {}
