import Foundation
import LayoutDSL

/// The auxiliary buttons of store views (Apple's documentation of `StoreButtonKind`,
/// https://developer.apple.com/documentation/storekit/storebuttonkind, iOS 17), shown or hidden
/// with `storeButton(_:for:)`. With `automatic` visibility, as Apple's documentation gives it:
/// cancellation buttons show only in a presentation (`isPresented`); restore purchases and
/// redeem code buttons never show. Policies show when asked for; sign-in shows when asked for or
/// when a sign-in action is set (`subscriptionStoreSignInAction(_:)`).
public struct StoreButtonKind: Hashable, Sendable {
    let name: String

    public static var cancellation: StoreButtonKind { StoreButtonKind(name: "cancellation") }
    public static var restorePurchases: StoreButtonKind { StoreButtonKind(name: "restorePurchases") }
    public static var signIn: StoreButtonKind { StoreButtonKind(name: "signIn") }
    public static var redeemCode: StoreButtonKind { StoreButtonKind(name: "redeemCode") }
    public static var policies: StoreButtonKind { StoreButtonKind(name: "policies") }
}

/// The visibilities `storeButton(_:for:)` set, and what store views resolve them to.
struct StoreButtonVisibilities {
    var visibilities: [StoreButtonKind: Visibility] = [:]
    var hasSignInAction = false

    func isVisible(_ kind: StoreButtonKind, isPresented: Bool) -> Bool {
        switch visibilities[kind] ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic:
            switch kind {
            case .cancellation: isPresented
            case .signIn: hasSignInAction
            default: false
            }
        }
    }
}

struct StoreButtonVisibilitiesKey: EnvironmentKey {
    static let defaultValue = StoreButtonVisibilities()
}

extension EnvironmentValues {
    var storeButtonVisibilities: StoreButtonVisibilities {
        get { self[StoreButtonVisibilitiesKey.self] }
        set { self[StoreButtonVisibilitiesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the store views' auxiliary buttons of these kinds (Apple's documentation of
    /// `storeButton(_:for:)`, https://developer.apple.com/documentation/swiftui/view/storebutton(_:for:)).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtonVisibilities) { value in
            for kind in buttonKinds { value.visibilities[kind] = visibility }
        }
    }
}
