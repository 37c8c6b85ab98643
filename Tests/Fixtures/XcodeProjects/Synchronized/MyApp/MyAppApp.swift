import SwiftUI

@main
struct MyAppApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}
