import Foundation
import LayoutDSL

/// How a subscription store view draws its options and subscribe button (Apple's documentation
/// of `SubscriptionStoreControlStyle`,
/// https://developer.apple.com/documentation/storekit/subscriptionstorecontrolstyle, iOS 17).
/// The built-in styles are drawn by `SubscriptionStoreControls`; the paged and compact pickers of
/// iOS 18 draw as the picker.
public protocol SubscriptionStoreControlStyle {
    associatedtype Body: View
    typealias Configuration = SubscriptionStoreControlStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a subscription store control style draws: the options, the first of them selected.
public struct SubscriptionStoreControlStyleConfiguration {
    let options: [Product]
    let buttonLabel: SubscriptionStoreButtonLabel
}

/// A built-in style: which arrangement `SubscriptionStoreControls` draws.
public struct BuiltInSubscriptionStoreControlStyle: SubscriptionStoreControlStyle {
    let kind: SubscriptionStoreControls.Kind

    public func makeBody(configuration: Configuration) -> some View {
        SubscriptionStoreControls(kind: kind, configuration: configuration)
    }
}

extension SubscriptionStoreControlStyle where Self == BuiltInSubscriptionStoreControlStyle {
    /// On iOS, the picker.
    public static var automatic: Self { Self(kind: .picker) }
    /// The options as selectable rows above one subscribe button.
    public static var picker: Self { Self(kind: .picker) }
    /// A subscribe button for each option.
    public static var buttons: Self { Self(kind: .buttons) }
    /// The picker with larger rows that include each option's description (iOS 17.4+ on Apple's side).
    public static var prominentPicker: Self { Self(kind: .prominentPicker) }
    /// iOS 18; drawn as the picker here.
    public static var compactPicker: Self { Self(kind: .picker) }
    /// iOS 18; drawn as the picker here.
    public static var pagedPicker: Self { Self(kind: .picker) }
    /// iOS 18; drawn as the prominent picker here.
    public static var pagedProminentPicker: Self { Self(kind: .prominentPicker) }
}

/// A control style kept in the environment, its body type erased.
struct AnySubscriptionStoreControlStyle {
    let makeBody: (SubscriptionStoreControlStyleConfiguration) -> AnyView

    init<Style: SubscriptionStoreControlStyle>(_ style: Style) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

struct SubscriptionStoreControlStyleKey: EnvironmentKey {
    static let defaultValue = AnySubscriptionStoreControlStyle(BuiltInSubscriptionStoreControlStyle(kind: .picker))
}

struct SubscriptionStoreButtonLabelKey: EnvironmentKey {
    static let defaultValue = SubscriptionStoreButtonLabel.automatic
}

extension EnvironmentValues {
    var subscriptionStoreControlStyle: AnySubscriptionStoreControlStyle {
        get { self[SubscriptionStoreControlStyleKey.self] }
        set { self[SubscriptionStoreControlStyleKey.self] = newValue }
    }

    var subscriptionStoreButtonLabel: SubscriptionStoreButtonLabel {
        get { self[SubscriptionStoreButtonLabelKey.self] }
        set { self[SubscriptionStoreButtonLabelKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the control style of the subscription store views within this view (Apple's
    /// documentation of `subscriptionStoreControlStyle(_:)`, iOS 17).
    public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View {
        environment(\.subscriptionStoreControlStyle, AnySubscriptionStoreControlStyle(style))
    }

    /// Sets the label of the subscribe buttons of the subscription store views within this view
    /// (Apple's documentation of `subscriptionStoreButtonLabel(_:)`,
    /// https://developer.apple.com/documentation/swiftui/view/subscriptionstorebuttonlabel(_:), iOS 17).
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View {
        environment(\.subscriptionStoreButtonLabel, label)
    }
}
