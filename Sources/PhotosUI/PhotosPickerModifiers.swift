import Foundation
import LayoutDSL

// SwiftUI's modifiers that present the Photos picker (Apple's documentation of
// `photosPicker(isPresented:selection:matching:preferredItemEncoding:)` and its variants,
// https://developer.apple.com/documentation/swiftui/view/photospicker(ispresented:selection:matching:preferreditemencoding:)).
// The picker is a system sheet that a frame at rest never shows, so each returns the view unchanged.
nonisolated extension View {
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        self
    }

    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                             maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                             maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View {
        self
    }
}
