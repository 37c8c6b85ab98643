/// The pre-iOS 15 action sheet value (SwiftUI's deprecated `ActionSheet`): a title, an optional
/// message and `Alert.Button`s, drawn as a confirmation dialog with its title visible.
public struct ActionSheet {
    public typealias Button = Alert.Button
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var dialog: ConfirmationDialogContent<some View, Text> {
        ConfirmationDialogContent(title: title, actions: ForEach(buttons.indices, id: \.self) { buttons[$0].view }, message: message)
    }
}

nonisolated extension View {
    @available(*, deprecated, message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead.")
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        ConfirmationDialogPresenter(presenter: self, isPresented: isPresented, dialog: isPresented.wrappedValue ? content().dialog : nil)
    }

    @available(*, deprecated, message: "use confirmationDialog(title:isPresented:titleVisibility:presenting::actions:) instead.")
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return ConfirmationDialogPresenter(presenter: self, isPresented: isPresented, dialog: item.wrappedValue.map { content($0).dialog })
    }
}
