// The only C in yumeguri. ncurses exposes much of its API as macros and mutable globals, which
// Swift 6 cannot use directly; each is wrapped here as a static inline function.
#ifndef YUMEGURI_CNCURSESW_SHIM_H
#define YUMEGURI_CNCURSESW_SHIM_H

// Feature macros such as _XOPEN_SOURCE would change glibc's types (fd_set) inside this module and
// clash with Dispatch's view of the same headers; NCURSES_WIDECHAR alone turns on the wide API.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <poll.h>
#include <stdlib.h>
#include <langinfo.h>
#include <stdio.h>
#include <ncursesw/curses.h>

static inline WINDOW *ygr_stdscr(void) { return stdscr; }
static inline WINDOW *ygr_curscr(void) { return curscr; }
static inline int ygr_lines(void) { return LINES; }
static inline int ygr_cols(void) { return COLS; }
static inline int ygr_max_y(void) { return getmaxy(stdscr); }
static inline int ygr_max_x(void) { return getmaxx(stdscr); }
static inline int ygr_colors(void) { return COLORS; }
static inline int ygr_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t ygr_a_bold(void) { return A_BOLD; }
static inline attr_t ygr_a_dim(void) { return A_DIM; }
static inline attr_t ygr_a_reverse(void) { return A_REVERSE; }
static inline attr_t ygr_a_underline(void) { return A_UNDERLINE; }
static inline attr_t ygr_a_normal(void) { return A_NORMAL; }

static inline int ygr_key_code_yes(void) { return KEY_CODE_YES; }
static inline int ygr_key_resize(void) { return KEY_RESIZE; }
static inline int ygr_key_up(void) { return KEY_UP; }
static inline int ygr_key_down(void) { return KEY_DOWN; }
static inline int ygr_key_left(void) { return KEY_LEFT; }
static inline int ygr_key_right(void) { return KEY_RIGHT; }
static inline int ygr_key_home(void) { return KEY_HOME; }
static inline int ygr_key_end(void) { return KEY_END; }
/// vt220 and its kin name Home and End's keys Find and Select (`ESC [ 1 ~`, `ESC [ 4 ~`).
static inline int ygr_key_find(void) { return KEY_FIND; }
static inline int ygr_key_select(void) { return KEY_SELECT; }
static inline int ygr_key_ppage(void) { return KEY_PPAGE; }
static inline int ygr_key_npage(void) { return KEY_NPAGE; }
static inline int ygr_key_enter(void) { return KEY_ENTER; }
static inline int ygr_key_backspace(void) { return KEY_BACKSPACE; }
static inline int ygr_key_dc(void) { return KEY_DC; }
static inline int ygr_key_btab(void) { return KEY_BTAB; }
static inline int ygr_key_sr(void) { return KEY_SR; }
static inline int ygr_key_sf(void) { return KEY_SF; }
static inline int ygr_key_mouse(void) { return KEY_MOUSE; }

/// Reads one key without blocking. Returns ERR when no input is waiting.
static inline int ygr_get_wch(wint_t *out) { return wget_wch(stdscr, out); }

static inline int ygr_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}
static inline int ygr_move(int y, int x) { return wmove(stdscr, y, x); }
static inline int ygr_refresh(void) { return wrefresh(stdscr); }
static inline int ygr_clear_all(void) { return clearok(curscr, TRUE); }
static inline int ygr_erase(void) { return werase(stdscr); }
static inline int ygr_keypad(void) { return keypad(stdscr, TRUE); }
static inline int ygr_nodelay(void) { return nodelay(stdscr, TRUE); }

// Crash safety net. A fatal signal cannot run Swift cleanup, so the termios state saved before
// curses started is put back from an async-signal-safe handler, then the signal is re-raised.
struct ygr_saved_state { struct termios termios; int valid; };

// Function-local so the storage is emitted with the function (file-scope statics in a module
// header are not emitted by Swift's importer).
static inline struct ygr_saved_state *ygr_saved(void) {
    static struct ygr_saved_state state;
    return &state;
}

static inline void ygr_crash_handler(int sig) {
    if (ygr_saved()->valid) tcsetattr(STDIN_FILENO, TCSANOW, &ygr_saved()->termios);
    static const char reset[] = "\033[0m\033[?25h\033[?1006l\033[?1002l\033[?1000l\033[?1049l\r\n";
    ssize_t ignored = write(STDOUT_FILENO, reset, sizeof(reset) - 1);
    (void)ignored;
    signal(sig, SIG_DFL);
    raise(sig);
}

static inline void ygr_install_crash_guard(void) {
    if (tcgetattr(STDIN_FILENO, &ygr_saved()->termios) == 0) ygr_saved()->valid = 1;
    int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ, SIGPIPE };
    for (unsigned i = 0; i < sizeof(fatal) / sizeof(fatal[0]); i++) {
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_handler = ygr_crash_handler;
        action.sa_flags = SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(fatal[i], &action, NULL);
    }
}

/// The main queue did not take a terminating signal in time (SignalWatchdog): the terminal is put
/// back as the crash guard does (keypad mode off too) and the process ends as the signal would
/// have ended it.
static inline void ygr_emergency_exit(int sig) {
    if (ygr_saved()->valid) tcsetattr(STDIN_FILENO, TCSANOW, &ygr_saved()->termios);
    static const char reset[] = "\033[0m\033[?25h\033[?1006l\033[?1002l\033[?1000l\033[?1l\033>\033[?1049l\r\n";
    ssize_t ignored = write(STDOUT_FILENO, reset, sizeof(reset) - 1);
    (void)ignored;
    _exit(128 + sig);
}

/// Restores the terminal state saved by ygr_install_crash_guard (used after endwin as a last resort).
static inline void ygr_restore_saved_termios(void) {
    if (ygr_saved()->valid) tcsetattr(STDIN_FILENO, TCSANOW, &ygr_saved()->termios);
}

/// Stops the process for Ctrl-Z; returns only after `fg` has continued it.
/// SIGSTOP, not SIGTSTP: the caller runs on a Dispatch worker thread whose signal mask blocks
/// SIGTSTP. And raise (this thread), not kill (any thread): the stop must happen before this
/// returns, or the caller would restore raw mode before the shell takes the terminal back.
static inline void ygr_suspend_self(void) {
    raise(SIGSTOP);
}

/// Waits up to timeout_ms for stdin to become readable.
/// 1 readable, 0 timeout or interrupted by a signal, 2 the terminal is gone (hang-up or error).
static inline int ygr_wait_for_input(int timeout_ms) {
    struct pollfd fd = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    int n = poll(&fd, 1, timeout_ms);
    if (n <= 0) return 0;
    if (fd.revents & (POLLHUP | POLLERR | POLLNVAL)) return 2;
    return 1;
}

/// Makes the C library speak UTF-8: the user's locale if it is UTF-8, else C.UTF-8.
/// Returns 1 when a UTF-8 locale is active.
static inline int ygr_use_utf8_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0)) return 1;
    if (setlocale(LC_ALL, "C.UTF-8") || setlocale(LC_ALL, "en_US.UTF-8")) return 1;
    return 0;
}

/// Starts curses without initscr's exit-on-failure: NULL when the terminal cannot be used.
static inline SCREEN *ygr_newterm(void) { return newterm(NULL, stdout, stdin); }

/// Writes control text straight to the terminal (mouse reporting on and off), after what curses
/// has buffered.
static inline void ygr_write_control(const char *text) {
    fflush(stdout);
    ssize_t ignored = write(STDOUT_FILENO, text, strlen(text));
    (void)ignored;
}

static inline int ygr_is_tty(void) { return isatty(STDIN_FILENO) && isatty(STDOUT_FILENO); }

#endif
