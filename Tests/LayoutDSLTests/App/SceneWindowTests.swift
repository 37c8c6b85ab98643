import Foundation
@testable import LayoutDSL
import Testing

/// The window modifiers of a scene, the window actions, widgets and the document launch scene:
/// nothing makes windows, widgets or launch screens here, so each keeps what it was given.
struct SceneWindowTests {
    /// Each window modifier is kept in the scene's settings; the outermost of two of a kind wins.
    @MainActor @Test func windowModifiersAreKept() {
        let scene = WindowGroup { Color.red }
            .defaultSize(width: 400, height: 300)
            .windowResizability(.contentSize)
            .restorationBehavior(.automatic)
            .windowManagerRole(.automatic)
            .handlesExternalEvents(matching: ["notes://"])
            .defaultSize(CGSize(width: 500, height: 320))
        let settings = scene.windowSettings
        #expect(settings.defaultSize == CGSize(width: 500, height: 320))
        #expect(settings.resizability?.name == "contentSize")
        #expect(settings.restorationBehavior?.name == "automatic")
        #expect(settings.managerRole?.name == "automatic")
        #expect(settings.externalEvents == ["notes://"])
        #expect(WindowGroup { Color.red }.windowSettings.defaultSize == nil)
    }

    /// The toolbar label style is the scene's setting and its views' environment value.
    @MainActor @Test func toolbarLabelStyleReachesTheViews() throws {
        let scene = WindowGroup { Color.red }.windowToolbarLabelStyle(fixed: .automatic)
        let modified = try #require(scene as? ModifiedScene<WindowSettingScene<WindowGroup<Color>>, EnvironmentModifier>)
        #expect(modified.content.windowSettings.toolbarLabelStyle == .automatic)
        var environment = EnvironmentValues()
        #expect(environment.toolbarLabelStyle == nil)
        modified.modifier.update(&environment)
        #expect(environment.toolbarLabelStyle == .automatic)
    }

    /// A scene's `transformEnvironment` and `persistentSystemOverlays` apply to its views as to a view.
    @MainActor @Test func sceneViewModifiers() throws {
        let scene = WindowGroup { Color.red }.transformEnvironment(\.dynamicTypeSize) { $0 = .xxxLarge }
        let modified = try #require(scene as? ModifiedScene<WindowGroup<Color>, EnvironmentModifier>)
        var environment = EnvironmentValues()
        modified.modifier.update(&environment)
        #expect(environment.dynamicTypeSize == .xxxLarge)

        let hidden = try #require(WindowGroup { Color.red }.persistentSystemOverlays(.hidden)
            as? ModifiedScene<WindowGroup<Color>, PersistentSystemOverlaysModifier>)
        #expect(hidden.modifier.visibility == .hidden)
    }

    /// An iPhone shows one window: opening and dismissing do nothing, as there.
    @MainActor @Test func windowActionsAreThoseOfAnIPhone() {
        let environment = EnvironmentValues()
        #expect(environment.supportsMultipleWindows == false)
        environment.openWindow(id: "inspector")
        environment.openWindow(value: 3)
        environment.dismissWindow()
        #expect(environment.documentConfiguration == nil)
    }

    /// A typed payload goes into the activity's user info and comes back; a missing one throws.
    @Test func userActivityTypedPayload() throws {
        struct Note: Codable, Equatable { let id: Int; let title: String }
        let activity = NSUserActivity(activityType: "com.example.note")
        #expect(throws: NSUserActivity.TypedPayloadError.self) { try activity.typedPayload(Note.self) }
        try activity.setTypedPayload(Note(id: 7, title: "Groceries"))
        #expect(try activity.typedPayload(Note.self) == Note(id: 7, title: "Groceries"))
    }

    private struct Weather: Widget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
    }
    private struct Clock: Widget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration().backgroundTask(.appRefresh("tick")) { } }
    }
    private struct Torch: ControlWidget {
        var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
    }
    private struct Widgets: WidgetBundle {
        var body: some Widget {
            Weather()
            Clock()
            Torch()
            if #available(iOS 18, *) { Weather() }
        }
    }

    /// A bundle lists its widgets in order, a control widget and an available one among them.
    @MainActor @Test func widgetBundleListsItsWidgets() {
        let widgets = Widgets().widgets
        #expect(widgets.count == 4)
        #expect(widgets[0] is Weather && widgets[1] is Clock && widgets[3] is Weather)
        #expect((widgets[2] as? _ControlWidgetEntry)?.control is Torch)
    }

    /// The launch scene keeps its title, actions (by default the create button) and background.
    @MainActor @Test func documentLaunchSceneKeepsItsParts() throws {
        let styled = DocumentGroupLaunchScene("Notes", backgroundStyle: Color.yellow)
        #expect(styled.title?.string == "Notes")
        #expect(styled.backgroundAccessory == nil && styled.overlayAccessory == nil)
        let tree = try ViewHost(styled.actions.accessibilityIdentifier("actions"), canvasSize: CGSize(width: 300, height: 100)).update()
        #expect(tree.node(id: "actions")?.subtree.contains { $0.text == "Create Document" } == true)

        let custom = DocumentGroupLaunchScene(Text("Drafts")) {
            Button("New Draft") {}
        } background: {
            Color.blue
        } overlayAccessoryView: { geometry in
            Color.red.frame(width: geometry.titleViewFrame.width)
        }
        #expect(custom.title?.string == "Drafts")
        #expect(custom.backgroundAccessory == nil && custom.overlayAccessory != nil)
    }
}
