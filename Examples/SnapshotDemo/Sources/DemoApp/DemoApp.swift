import DemoViews
import SwiftUI

@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup { ProfileScreen() }
    }
}
