import SwiftUI

struct ContentView: View {
    var body: some View { CardView(item: Item(title: "Hello")) }
}

#Preview { ContentView() }
