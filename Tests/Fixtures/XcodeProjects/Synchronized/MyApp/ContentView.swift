import SwiftUI

struct ContentView: View {
    var body: some View { ProfileView(name: SampleData.name) }
}

#Preview { ContentView() }
