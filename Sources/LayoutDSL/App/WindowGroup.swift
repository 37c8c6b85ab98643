/// A scene of identically structured windows: on iOS, the app's window, of which an iPad may
/// open several (https://developer.apple.com/documentation/swiftui/windowgroup).
///
/// Nothing runs an app's scenes here, so a window group keeps what it was given, its title,
/// identifier and content, for code that reaches an app's views through its `body`. As in
/// SwiftUI, the content closure runs once, when the group is made; a data-presenting group's
/// content is a `PresentedWindowContent`, which calls its closure when it is built.
public struct WindowGroup<Content: View>: PrimitiveScene {
    /// The group's title, which the system shows for its windows (the app switcher, menus).
    let title: Text?
    /// The identifier `openWindow(id:)` opens a window of this group by.
    let id: String?
    /// The view each window of the group shows.
    let content: Content
}

/// The initializers of a group of windows that present no value. They are in an extension so
/// that the memberwise initializer they share remains.
extension WindowGroup {
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    nonisolated public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    nonisolated public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: content())
    }

    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: id, content: content())
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: nil, content: content())
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: id, content: content())
    }
}

/// Data-presenting window groups (iOS 16): each window presents a value of type `D`, the one
/// `openWindow(value:)` opened it with
/// (https://developer.apple.com/documentation/swiftui/windowgroup/init(for:content:)). Without
/// `defaultValue`, the content's binding holds nil until it is given a value; with it, the
/// default.
extension WindowGroup {
    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: id, content: PresentedWindowContent(content: content))
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(title), id: id, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: nil, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: nil, content: PresentedWindowContent(content: content))
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(title), id: nil, content: PresentedWindowContent(content: content))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: id, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: id, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
        @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: id, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(title), id: id, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: title, id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    nonisolated public init<D: Decodable & Encodable & Hashable, C: View>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(titleKey), id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }

    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, D: Decodable & Encodable & Hashable, C: View>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: Text(title), id: nil, content: PresentedWindowContent(content: content, defaultValue: defaultValue()))
    }
}
