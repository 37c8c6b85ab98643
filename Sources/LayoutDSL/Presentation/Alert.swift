/// The pre-iOS 15 alert value (SwiftUI's deprecated `Alert`), still common: a title, an
/// optional message and one or two `Alert.Button`s, drawn as the modern alert is. Without a
/// dismiss button it shows "OK", as SwiftUI does.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.init(title: title, message: message, buttons: [dismissButton ?? .default(Text("OK"))])
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
    }

    private init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an `Alert` or `ActionSheet`: a label, a role and an action.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: () -> Void

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action ?? {})
        }

        /// "Cancel", as UIKit titles a cancel action without a label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action ?? {})
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action ?? {})
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action ?? {})
        }

        /// The SwiftUI button this stands for.
        var view: LayoutDSL.Button<Text> { LayoutDSL.Button(role: role, action: action) { label } }
    }

    /// The buttons as views, in order.
    var actions: some View { ForEach(buttons.indices, id: \.self) { buttons[$0].view } }

    func card(dismiss: @escaping () -> Void) -> AlertCard<some View, Text> {
        AlertCard(title: title, actions: actions, message: message, dismiss: dismiss)
    }
}

nonisolated extension View {
    @available(*, deprecated, message: "use alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        AlertPresenter(presenter: self, card: isPresented.wrappedValue ? content().card { isPresented.wrappedValue = false } : nil)
    }

    @available(*, deprecated, message: "use alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        AlertPresenter(presenter: self, card: item.wrappedValue.map { content($0).card { item.wrappedValue = nil } })
    }
}
