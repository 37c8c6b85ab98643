/// An alert's card in the design the host draws (`SystemDesign`): iOS 26's Liquid Glass card
/// (`GlassAlertCard`) or iOS 18's (`CompatibilityAlertCard`). An alert with no buttons gets
/// "OK", as SwiftUI adds.
nonisolated struct AlertCard<Actions: View, Message: View>: View {
    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: () -> Void
    @Environment(\.systemDesign) private var design

    var body: some View {
        let buttons = Group { if Actions.self == EmptyView.self { Button("OK") {} } else { actions } }
        if design == .liquidGlass {
            GlassAlertCard(title: title, actions: buttons, message: message, dismiss: dismiss)
        } else {
            CompatibilityAlertCard(title: title, actions: buttons, message: message, dismiss: dismiss)
        }
    }
}
