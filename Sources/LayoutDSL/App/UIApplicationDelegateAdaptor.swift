/// Gives a SwiftUI app a UIKit app delegate: `@UIApplicationDelegateAdaptor(AppDelegate.self)
/// var appDelegate` in the `App` type
/// (https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor).
///
/// SwiftUI makes the delegate when the app launches and hands it the launch. No app launches
/// here (see `App.main()`), and the delegate cannot be made for it: Swift on Linux can make an
/// instance of a generic class type only through a `required` initializer, and `NSObject`'s
/// `init()` is not one, as it is without the Objective-C runtime. So the adaptor holds no
/// delegate, and reading `wrappedValue` stops the program saying so. An app's `body`, which is
/// where the delegate is read, is not evaluated by anything here.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        fatalError("No \(DelegateType.self) was made: an app delegate is made when an app launches, and apps do not launch on Linux")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties (`$appDelegate.isSignedIn`), when it is an
    /// `ObservableObject`.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}
