import Foundation

/// How the picker orders and updates a multiple selection (Apple's documentation of
/// `PhotosPickerSelectionBehavior`, https://developer.apple.com/documentation/photosui/photospickerselectionbehavior).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String

    /// Unordered, updated when the picker closes.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// In the order picked, with numbered badges.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updated as each item is picked (iOS 17).
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Ordered and updated as each item is picked (iOS 17).
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
