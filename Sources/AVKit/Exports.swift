// AVKit re-exports AVFoundation on Apple platforms (a file that imports only AVKit uses `AVPlayer`),
// and every framework re-exports Foundation; this module does the same.
@_exported import AVFoundation
@_exported import Foundation
