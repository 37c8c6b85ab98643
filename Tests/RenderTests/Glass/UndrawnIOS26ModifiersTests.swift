import LayoutDSL
@testable import Render
import Testing

/// The iOS 26 settings the iOS 18 design has nothing to show for (scroll edge effects, tab bar
/// minimizing, search tab activation, the search toolbar behaviour, navigation subtitles, shared
/// toolbar backgrounds, list section margins) compile and leave its drawing byte-identical.
struct UndrawnIOS26ModifiersTests {
    private func screen(_ withSettings: Bool) -> some View {
        let list = List {
            Section("Fruit") { Text("Apple"); Text("Pear") }
        }
        .navigationTitle("Market")
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                .sharedBackgroundVisibility(withSettings ? .hidden : .automatic)
        }
        return NavigationStack {
            if withSettings {
                list
                    .navigationSubtitle("3 stalls open")
                    .scrollEdgeEffectStyle(.hard, for: .top)
                    .scrollEdgeEffectHidden(true, for: .bottom)
                    .searchToolbarBehavior(.minimize)
                    .listSectionMargins(.horizontal, 40)
            } else {
                list
            }
        }
        .tabBarMinimizeBehavior(withSettings ? .onScrollDown : .automatic)
        .tabViewSearchActivation(withSettings ? .searchTabSelection : .automatic)
        .environment(\.systemDesign, .compatibility)
    }

    @Test func drawingIsUnchanged() throws {
        let plain = try renderOnDevice(screen(false))
        let set = try renderOnDevice(screen(true))
        #expect(plain.pixels == set.pixels)
    }
}
