// On the sign-in page: a page opened while signed out sent its path as ?next=; its fragment (a shared plan's
// #plan=…) stayed in the browser, so it is added here and the sign-in lands on the very link that was opened.
const next = document.getElementById("signin-next");
if (next && next.value && window.location.hash.length > 1) {
  next.value = next.value.split("#")[0] + window.location.hash;
}
