import SwiftUI

@main
struct ClassicApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}
