import SwiftUI

struct ContentView: View {
    var body: some View { CardView(item: .sample) }
}

#Preview { ContentView() }
