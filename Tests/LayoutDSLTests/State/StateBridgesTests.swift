import Foundation
@testable import LayoutDSL
import Testing

/// `@AppStorage` customizations, `@EnvironmentObject`'s bindings and `SubscriptionView`.
struct StateBridgesTests {
    /// A tab view customization starts as its default, and what is written is read back from
    /// the store as its JSON.
    @MainActor @Test func customizationsAreStoredAsJSON() throws {
        struct Tabs: View {
            @AppStorage("tabs") var customization: TabViewCustomization
            @AppStorage("labels") var labels: ToolbarLabelStyle
            var body: some View {
                Color.red.frame(width: customization == TabViewCustomization() ? 10 : 20, height: 5)
                    .accessibilityIdentifier("tabs")
                    .onTapGesture {
                        var changed = TabViewCustomization()
                        changed[sidebarVisibility: "inbox"] = .hidden
                        customization = changed
                    }
            }
        }
        let host = ViewHost(Tabs(), canvasSize: CGSize(width: 100, height: 100))
        let tabs = frame(try host.update(), "tabs")
        #expect(tabs.width == 10)
        #expect(frame(try host.tap(at: CGPoint(x: tabs.midX, y: tabs.midY)), "tabs").width == 20)
        #expect(host.appStorage["tabs"] is Data)
    }

    /// `$object.property` of an environment object is a binding that writes the object.
    @MainActor @Test func environmentObjectWrapperBinds() throws {
        final class Model: ObservableObject { @Published var count = 1 }
        struct Counter: View {
            @EnvironmentObject var model: Model
            var body: some View {
                let binding: Binding<Int> = $model.count
                Color.red.frame(width: CGFloat(model.count) * 10, height: 5).accessibilityIdentifier("count")
                    .onTapGesture { binding.wrappedValue += 1 }
            }
        }
        let model = Model()
        let host = ViewHost(Counter().environmentObject(model), canvasSize: CGSize(width: 100, height: 100))
        let count = frame(try host.update(), "count")
        #expect(frame(try host.tap(at: CGPoint(x: count.midX, y: count.midY)), "count").width == 20)
        #expect(model.count == 2)
    }

    /// A subscription view shows its content and runs its action with each published value.
    @MainActor @Test func subscriptionViewRunsItsAction() throws {
        final class Box { var values: [Int] = [] }
        let subject = PassthroughSubject<Int, Never>(), box = Box()
        let view = SubscriptionView(content: Color.red.frame(width: 10, height: 5).accessibilityIdentifier("content"),
                                    publisher: subject) { box.values.append($0) }
        let host = ViewHost(view, canvasSize: CGSize(width: 100, height: 100))
        #expect(frame(try host.update(), "content").width == 10)
        subject.send(3)
        subject.send(4)
        _ = try host.update()
        #expect(box.values == [3, 4])
    }
}
